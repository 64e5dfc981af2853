import type { Fan } from "../../sdk/api/schemas/fan.js";
import { useT } from "../runtime/translation-context.js";

/** The friends who registered through the fan's link (the fan's referees). */
export function Friends({ fan }: { fan: Fan }) {
  const t = useT();
  // A friend without a name on the account has nothing to show.
  const names = fan.referees
    .map((friend) => ({
      key: friend.sysCtime,
      name: [friend.firstName, friend.lastName].filter(Boolean).join(" "),
    }))
    .filter((friend) => friend.name);
  if (names.length === 0) return null;
  return (
    <section className="section" aria-labelledby="welcome-friends" part="section friends">
      <h2 id="welcome-friends">{t("welcome.friends")}</h2>
      <ul className="friends">
        {names.map((friend) => (
          <li key={`${friend.key}-${friend.name}`}>{friend.name}</li>
        ))}
      </ul>
    </section>
  );
}
