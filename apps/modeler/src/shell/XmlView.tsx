import { useEffect, useRef, useState } from 'react';
import { lineOfElement } from '../modeler/xml/xml-lines';
import type { ValidationIssue } from '../modeler/validation/validation-issue';

interface XmlViewProps {
  xml: string;
  issues: ValidationIssue[];
  onClose(): void;
}

/** The open model's XML, read-only with line numbers; each problem of an element links to the line where it starts. */
export function XmlView({ xml, issues, onClose }: XmlViewProps) {
  const lines = xml.split('\n');
  const [shown, setShown] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (shown !== null) list.current?.children[shown - 1]?.scrollIntoView({ block: 'center' });
  }, [shown]);
  const located = issues.flatMap((issue) => {
    const line = issue.elementId ? lineOfElement(xml, issue.elementId) : null;
    return line === null ? [] : [{ issue, line }];
  });
  return (
    <aside className="baton-xml-view" aria-label="XML">
      <header>
        <h2>XML (read-only)</h2>
        <button type="button" className="link" onClick={onClose} aria-label="Close the XML view">
          ✕
        </button>
      </header>
      {located.length > 0 && (
        <ul className="baton-xml-problems" aria-label="Problems by line">
          {located.map(({ issue, line }) => (
            <li key={`${line} ${issue.message}`} className={issue.severity}>
              <button type="button" className="link" onClick={() => setShown(line)}>
                line {line}
              </button>{' '}
              {issue.message}
            </li>
          ))}
        </ul>
      )}
      <ol className="baton-xml" ref={list}>
        {lines.map((text, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line is its number
          <li key={index} className={shown === index + 1 ? 'shown' : undefined} aria-current={shown === index + 1 ? 'true' : undefined}>
            <code>{text}</code>
          </li>
        ))}
      </ol>
    </aside>
  );
}
