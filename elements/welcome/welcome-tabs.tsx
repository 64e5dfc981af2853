import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import type { WelcomeTab } from "../../sdk/flow/welcome-tabs.js";
import { useTranslation } from "../runtime/translation-context.js";

const LABEL_KEYS = {
  registration: "welcome.tabRegistration",
  competition: "welcome.tabCompetition",
  rewards: "welcome.tabRewards",
  friends: "welcome.tabFriends",
  event: "welcome.tabEvent",
} as const satisfies Record<WelcomeTab, string>;

/**
 * The mobile tabs (engagement §2), as the WAI-ARIA tabs pattern: one tab in the Tab order, arrow keys
 * (mirrored right-to-left), Home and End move between tabs; only the selected panel is rendered, so a
 * collapsed description measures itself when it first shows.
 */
export function WelcomeTabs({
  tabs,
  panel,
}: {
  tabs: readonly WelcomeTab[];
  panel: (tab: WelcomeTab) => ReactNode;
}) {
  const { t, dir } = useTranslation();
  const base = useId();
  const [chosen, setChosen] = useState<WelcomeTab | undefined>();
  const buttons = useRef(new Map<WelcomeTab, HTMLButtonElement>());
  // The set changes when the fan logs in: fall back to the first tab when the chosen one went away.
  const selected = chosen && tabs.includes(chosen) ? chosen : tabs[0];
  if (!selected) return null;
  const select = (tab: WelcomeTab) => {
    setChosen(tab);
    buttons.current.get(tab)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.indexOf(selected);
    const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const back = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    const next =
      event.key === forward
        ? tabs[(at + 1) % tabs.length]
        : event.key === back
          ? tabs[(at - 1 + tabs.length) % tabs.length]
          : event.key === "Home"
            ? tabs[0]
            : event.key === "End"
              ? tabs[tabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    select(next);
  };
  const id = (tab: WelcomeTab, kind: "tab" | "panel") => `${base}-${kind}-${tab}`;
  return (
    <div className="tabs-area">
      <div className="tabs" role="tablist" aria-label={t("welcome.sections")} part="tabs">
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={id(tab, "tab")}
            aria-selected={tab === selected}
            // Only the selected panel exists: the others name no panel.
            aria-controls={tab === selected ? id(tab, "panel") : undefined}
            tabIndex={tab === selected ? 0 : -1}
            data-tab={tab}
            onClick={() => select(tab)}
            onKeyDown={onKeyDown}
            part="tab"
          >
            {t(LABEL_KEYS[tab])}
          </button>
        ))}
      </div>
      <div
        className="tab-panel"
        role="tabpanel"
        id={id(selected, "panel")}
        aria-labelledby={id(selected, "tab")}
        data-tab={selected}
        part="tab-panel"
      >
        {panel(selected)}
      </div>
    </div>
  );
}
