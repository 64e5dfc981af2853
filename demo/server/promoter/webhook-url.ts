import { HttpError } from "../api/validate.js";

// Issue 19: a webhook URL is https; http only in demo mode (a receiver on this machine). Outside demo
// mode a URL naming this machine or a private address is refused: the server must not be made to post
// into its own network. (Host names are not resolved here; an operator who needs more puts the server
// behind an egress proxy.)

const PRIVATE_HOST =
  /^(?:localhost|.*\.localhost|.*\.internal|0\.0\.0\.0|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(?:1[6-9]|2\d|3[01])\.\d+\.\d+|169\.254\.\d+\.\d+|\[.*\])$/i;

export function checkWebhookUrl(text: string, demoMode: boolean): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new HttpError(400, 'Invalid body field "url": not a URL', "url");
  }
  if (url.protocol !== "https:" && !(demoMode && url.protocol === "http:")) {
    throw new HttpError(400, 'Invalid body field "url": webhooks are delivered to https URLs only', "url");
  }
  if (url.username || url.password) {
    throw new HttpError(400, 'Invalid body field "url": no credentials in the URL', "url");
  }
  if (!demoMode && PRIVATE_HOST.test(url.hostname)) {
    throw new HttpError(400, 'Invalid body field "url": a public host is needed', "url");
  }
  return url.toString();
}
