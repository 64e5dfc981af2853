import type { ApiClient } from "../api/client.js";
import type { PaymentProvider } from "./provider.js";
import type { LoadStripe } from "./stripe-provider.js";

// CONTRACT.md "Payments in demo mode": Stripe when keys are configured, else the local test gateway.

/** The local test gateway's intents and client secrets start with `tgpi_` (demo/server/payments). */
export const isTestGatewaySecret = (clientSecret: string): boolean => clientSecret.startsWith("tgpi_");

export interface ProviderChoice {
  /** Stripe's publishable key (pk_…), when the deployment has Stripe keys. */
  readonly publishableKey?: string | undefined;
  /** The page's API client: the test gateway confirms through the server with it. */
  readonly client: ApiClient;
  /**
   * The intent's client secret, when known. The server's processor wins over the page's setting: a
   * test-gateway secret picks the test gateway even when a publishable key is set.
   */
  readonly clientSecret?: string | undefined;
  /** Stripe.js loader override (tests). */
  readonly loadStripe?: LoadStripe;
}

export function choosePaymentProvider(choice: ProviderChoice): PaymentProvider {
  const { publishableKey, clientSecret } = choice;
  const testGateway = () =>
    lazyProvider("test-gateway", () =>
      import("./test-gateway-provider.js").then((m) =>
        m.createTestGatewayProvider({ confirm: m.confirmThroughServer(choice.client) }),
      ),
    );
  if (clientSecret !== undefined && isTestGatewaySecret(clientSecret)) return testGateway();
  if (publishableKey) {
    if (!publishableKey.startsWith("pk_")) {
      throw new Error(
        `choosePaymentProvider: "${publishableKey.slice(0, 8)}…" is not a Stripe publishable key; ` +
          "pass the pk_… key (never the secret sk_… key).",
      );
    }
    const { loadStripe } = choice;
    return lazyProvider("stripe", () =>
      import("./stripe-provider.js").then((m) =>
        m.createStripeProvider({ publishableKey, ...(loadStripe && { loadStripe }) }),
      ),
    );
  }
  if (clientSecret !== undefined) {
    throw new Error(
      "choosePaymentProvider: the server charges through Stripe but no publishable key is configured; " +
        "pass the pk_… key that matches the server's STRIPE_SECRET_KEY.",
    );
  }
  return testGateway();
}

/**
 * A provider whose code loads when its fields first mount (they load Stripe.js or ask the server then
 * anyway): a page downloads only the provider its intent uses; the local test gateway (its fields,
 * checks and answer schema) is demo mode's only, so a page paying through Stripe never downloads it.
 */
export function lazyProvider(
  name: PaymentProvider["name"],
  load: () => Promise<PaymentProvider>,
): PaymentProvider {
  let loading: Promise<PaymentProvider> | undefined;
  let loaded: PaymentProvider | undefined;
  // An unmount while the code loads cancels that mount.
  let mounts = 0;
  return {
    name,
    async mount(container, options) {
      const mount = ++mounts;
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      const provider = await loading;
      if (mount !== mounts) return;
      loaded = provider;
      await provider.mount(container, options);
    },
    unmount() {
      mounts += 1;
      loaded?.unmount();
    },
    confirm(clientSecret, nameOnCard) {
      if (!loaded) throw new Error(`${name}: confirm was called before the card fields were mounted`);
      return loaded.confirm(clientSecret, nameOnCard);
    },
  };
}
