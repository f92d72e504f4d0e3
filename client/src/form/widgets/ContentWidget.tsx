// Guidance text: one paragraph per blank-line-separated block of the definition's text.
import type { Content } from '@transfer/form';

export default function ContentWidget({ node }: { node: Content }) {
  return (
    <div id={node.id} className="form-content">
      {node.text.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
