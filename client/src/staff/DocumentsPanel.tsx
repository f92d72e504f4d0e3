// An application's documents beside it: the application PDF and each attachment, one shown at a time in the browser's PDF viewer (served inline by the staff routes), with a download of each and of all of them as a ZIP.
import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { questionLabel } from '@transfer/form';
import { graphql, useFragment } from '../relay/hooks';
import type { DocumentsPanel_application$key } from './__generated__/DocumentsPanel_application.graphql';
import { conversionLabel } from './labels';

const documentsFragment = graphql`
  fragment DocumentsPanel_application on StaffApplication {
    applicationId
    number
    packetUrl
    pdf {
      status
    }
    documents {
      answerKey
      fileName
      status
      url
    }
  }
`;

interface Shown {
  key: string;
  title: string;
  status: string;
  /** Where the file is read (inline or downloaded), once ready. */
  path: string | null;
}

export function DocumentsPanel({ application }: { application: DocumentsPanel_application$key }) {
  const data = useFragment(documentsFragment, application);
  const files: Shown[] = [
    {
      key: 'application',
      title: 'Application PDF',
      status: data.pdf.status,
      path: data.pdf.status === 'COMPLETED' ? `/staff/applications/${data.applicationId}/pdf` : null,
    },
    ...data.documents.map((document) => ({
      key: document.answerKey,
      title: `${questionLabel(document.answerKey)}: ${document.fileName}`,
      status: document.status,
      path: document.url ?? null,
    })),
  ];
  const [chosen, setChosen] = useState(() => (files.find((file) => file.path) ?? files[0]).key);
  const shown = files.find((file) => file.key === chosen) ?? files[0];

  return (
    <aside className="reader-documents" aria-labelledby="reader-documents-title">
      <div className="reader-documents__heading">
        <h2 id="reader-documents-title">Documents</h2>
        <a className="button" href={data.packetUrl} download>
          Download all files (ZIP)
        </a>
      </div>
      <ToggleButtonGroup
        className="reader-documents__files"
        aria-label="Document shown"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[shown.key]}
        onSelectionChange={(keys) => setChosen(String([...keys][0]))}
        orientation="vertical"
      >
        {files.map((file) => (
          <ToggleButton key={file.key} id={file.key} className="reader-documents__file">
            <span className="reader-documents__name">{file.title}</span>
            <span className="reader-documents__status">{conversionLabel(file.status)}</span>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {shown.path ? (
        <div className="reader-documents__viewer">
          <iframe key={shown.path} title={shown.title} src={`${shown.path}?disposition=inline`} className="reader-documents__frame" />
          <p className="reader-documents__links">
            <a href={`${shown.path}?disposition=inline`} target="_blank" rel="noreferrer">
              Open in a new tab
            </a>
            <a href={shown.path} download>
              Download
            </a>
          </p>
        </div>
      ) : (
        <p className="reader-documents__pending">
          {shown.title}: {conversionLabel(shown.status).toLowerCase()}, so it cannot be shown yet.
        </p>
      )}
    </aside>
  );
}
