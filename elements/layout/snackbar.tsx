export interface SnackbarMessage {
  text: string;
  tone: "error" | "success" | "info";
}

/** A message above the form; errors are announced at once, the rest politely. */
export function Snackbar({ message }: { message: SnackbarMessage | undefined }) {
  if (!message) return null;
  return (
    <p
      className="snackbar"
      data-tone={message.tone}
      role={message.tone === "error" ? "alert" : "status"}
      part="snackbar"
    >
      {message.text}
    </p>
  );
}
