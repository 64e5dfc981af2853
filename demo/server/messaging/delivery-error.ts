/**
 * A failure that sending again cannot mend (an invalid number, an unsubscribed recipient, a rejected
 * mailbox, a channel with no provider): the worker parks the message at once instead of retrying.
 */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentDeliveryError";
  }
}

export const isPermanent = (error: unknown): boolean => error instanceof PermanentDeliveryError;
