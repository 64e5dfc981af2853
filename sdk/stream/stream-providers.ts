// The stream providers detected from a URL's host (engagement §4). Apart from provider.ts so the campaign
// schema can name them without bringing the host rules and player URLs into every element.

export const STREAM_PROVIDERS = ["youtube", "facebook", "twitch", "vimeo"] as const;
export type StreamProvider = (typeof STREAM_PROVIDERS)[number];
