/** A piece of an assistant answer: plain text, or an in-app link written as `[Label](/path)`. */
export type AnswerSegment = { kind: "text"; text: string } | { kind: "link"; label: string; href: string };

// Only same-app paths ("/settings", "/messages/abc", "/settings#pause" for a card on a screen): an answer must
// never link off the app, nor run script.
const LINK = /\[([^\]\n]{1,60})\]\((\/(?!\/)[A-Za-z0-9/_-]*(?:#[A-Za-z0-9_-]+)?)\)/g;

export function answerSegments(content: string): AnswerSegment[] {
  const segments: AnswerSegment[] = [];
  let last = 0;
  for (const match of content.matchAll(LINK)) {
    const [whole, label = "", href = "/"] = match;
    const start = match.index ?? 0;
    if (start > last) segments.push({ kind: "text", text: content.slice(last, start) });
    segments.push({ kind: "link", label, href });
    last = start + whole.length;
  }
  if (last < content.length) segments.push({ kind: "text", text: content.slice(last) });
  return segments;
}
