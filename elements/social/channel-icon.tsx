import { type CSSProperties, useEffect, useState } from "react";

type Glyphs = typeof import("./channel-glyphs.js");
let glyphs: Glyphs | undefined;
let loading: Promise<Glyphs> | undefined;

/**
 * A channel's icon on its brand colour, beside the button's text (which names the service, so the icon is
 * decoration to assistive technology). The circle holds its place while the glyphs load: nothing moves.
 */
export function ChannelIcon({ channel }: { channel: string }) {
  const [table, setTable] = useState(glyphs);
  useEffect(() => {
    if (table) return;
    if (!loading) loading = import("./channel-glyphs.js");
    let live = true;
    void loading.then((loaded) => {
      glyphs = loaded;
      if (live) setTable(loaded);
    });
    return () => {
      live = false;
    };
  }, [table]);
  // biome-ignore lint/complexity/useOptionalChain: `?.` makes the browser build carry sucrase's helper in this shared chunk
  const glyph = table && table.glyphOf(channel);
  const style =
    table && glyph
      ? ({ "--_brand": `#${glyph.hex}`, "--_on-brand": table.glyphColour(glyph.hex) } as CSSProperties)
      : undefined;
  return (
    <span className="channel-icon" style={style} aria-hidden="true" data-icon={glyph ? channel : undefined}>
      {glyph && (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={glyph.path} />
        </svg>
      )}
    </span>
  );
}
