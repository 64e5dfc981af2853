/**
 * Runs `start` once `element` is in the document, and answers the function that cancels the wait. On a
 * served page a screen renders off the document first and takes the served screen's place later
 * (served-screen.ts): what depends on being seen (a delay the fan must see, where the element sits on
 * screen) starts then, not at the render. Checked once a frame, so a page in the background waits too.
 */
export function whenInDocument(element: Element, start: () => void): () => void {
  let frame: number | undefined;
  const check = () => {
    frame = undefined;
    if (element.isConnected || typeof requestAnimationFrame === "undefined") start();
    else frame = requestAnimationFrame(check);
  };
  check();
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}
