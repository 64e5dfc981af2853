/** The widget protocol's constants and types, free of zod so the loader can import them (docs/embedding.md). */

/** Version carried by every payload; a frame and a loader of different versions ignore each other. */
export const PROTOCOL_VERSION = 1;

/** A campaign uri such as `p/demo-presale` (section/id) or a short URL slug. */
export const CAMPAIGN_URI = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,119}(\/[A-Za-z0-9][A-Za-z0-9._~-]{0,119})?$/;

export interface Resize {
  v: typeof PROTOCOL_VERSION;
  width: number;
  height: number;
}

/** The methods the host page (the loader) exposes to a widget frame. Arguments arrive as `unknown`. */
export interface HostMethods {
  [name: string]: (payload: unknown) => void;
  resize: (payload: unknown) => void;
  openRegisterModal: (payload: unknown) => void;
  updateCampaignUri: (payload: unknown) => void;
}

/**
 * The methods the host page exposes to its register modal's frame (the campaign's register page):
 * both take `{ v, campaignUri }`.
 */
export interface ModalHostMethods {
  [name: string]: (payload: unknown) => void;
  /** The fan finished registering (verified when the campaign verifies): `campaign:registered`. */
  registered: (payload: unknown) => void;
  /** Escape was pressed inside the frame: the modal closes. */
  close: (payload: unknown) => void;
}

/** The modal frame's query marking the register page as the loader's modal (it then talks back). */
export const MODAL_QUERY = "embed=modal";

/** Clamps a frame's reported size: never 0 (an invisible widget), never endless growth. */
export function clampSize(resize: Resize, maxWidth: number): { width: number; height: number } {
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.ceil(value)));
  return { width: clamp(resize.width, 24, Math.max(24, maxWidth)), height: clamp(resize.height, 20, 480) };
}
