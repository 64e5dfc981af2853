import type { RegistrationType } from "../../sdk/api/schemas/campaign-registrations.js";
import { useT } from "../runtime/translation-context.js";

export interface MethodPickerViewProps {
  providers: readonly RegistrationType[];
  onSelect: (method: RegistrationType) => void;
}

/** core-journey §2 sub-view 1: the registration methods the campaign offers. */
export function MethodPickerView({ providers, onSelect }: MethodPickerViewProps) {
  const t = useT();
  return (
    <section aria-labelledby="choose-method">
      <h2 id="choose-method" className="sub-title">
        {t("register.chooseMethod")}
      </h2>
      <div className="methods">
        {providers.map((method) => (
          <button key={method} type="button" className="button secondary" onClick={() => onSelect(method)}>
            {t(`register.method${method[0]!.toUpperCase()}${method.slice(1)}` as "register.methodEmail")}
          </button>
        ))}
      </div>
    </section>
  );
}
