// A DOCX's hyperlinks as the PDF keeps them: a link to an https: address stays a link; any other (javascript:, file:, a mail or local address) keeps its visible text only.

/** The part of mammoth's document tree that links live in: elements with children, hyperlinks among them. */
interface DocumentElement {
  type: string;
  href?: string;
  children?: DocumentElement[];
}

function linksOnlyToHttps(href: string | undefined): boolean {
  if (!href) return false;
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}

/** mammoth's `transformDocument`: every hyperlink not to an https: address replaced by its content (its text, its runs). */
export function keepHttpsLinksOnly<E extends DocumentElement>(element: E): E {
  if (!element.children) return element;
  const children = element.children.flatMap((child) =>
    child.type === 'hyperlink' && !linksOnlyToHttps(child.href)
      ? (child.children ?? []).map(keepHttpsLinksOnly)
      : [keepHttpsLinksOnly(child)],
  );
  return { ...element, children };
}
