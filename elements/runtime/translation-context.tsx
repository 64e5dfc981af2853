import { createContext, useContext } from "react";
import type { Feedback } from "../../sdk/machines/feedback.js";
import type { Message } from "../../sdk/validation/message.js";
import type { Translation } from "./use-i18n.js";

/** The element's translation, for components deep in its tree. */
export const TranslationContext = createContext<Translation | undefined>(undefined);

export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useTranslation: render inside <TranslationContext.Provider>.");
  return translation;
}

export const useT = () => useTranslation().t;

/** Text of a message (a catalogue key plus values), as rules and machines describe them. */
export function useMessageText(): (message: Message | undefined) => string | undefined {
  const t = useT();
  return (message) => (message ? (t(message.key, message.values) as string) : undefined);
}

/** Text of a machine's feedback: a catalogue message, or the server's own text as is. */
export function useFeedbackText(): (feedback: Feedback | undefined) => string | undefined {
  const message = useMessageText();
  return (feedback) => (feedback && "text" in feedback ? feedback.text : message(feedback));
}
