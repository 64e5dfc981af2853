import { useEffect, useState } from "react";

type Glyphs = typeof import("./channel-glyphs.js");
let glyphs: Glyphs | undefined;
let loading: Promise<Glyphs> | undefined;

const loadGlyphs = (): Promise<Glyphs> => {
  if (!loading)
    loading = import("./channel-glyphs.js").then((loaded) => {
      glyphs = loaded;
      return loaded;
    });
  return loading;
};

/**
 * A channel's icon on its brand colour, beside the button's text (which names the service, so the icon is
 * decoration to assistive technology). The circle holds its place while the glyphs load: nothing moves.
 */
export function ChannelIcon({ channel }: { channel: string }) {
  const [table, setTable] = useState(glyphs);
  useEffect(() => {
    // An element gone meanwhile ignores the update (preact), so no cleanup is needed.
    if (!table) void loadGlyphs().then(setTable);
  }, [table]);
  // biome-ignore lint/complexity/useOptionalChain: `?.` makes the browser build carry sucrase's helper in this shared chunk
  const glyph = table && table.glyphOf(channel);
  return (
    <span
      className="channel-icon"
      style={glyph && { color: glyph.on, background: `#${glyph.hex}` }}
      aria-hidden="true"
      data-icon={glyph && channel}
    >
      {glyph && (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={glyph.path} />
        </svg>
      )}
    </span>
  );
}
