// A stand-in for the upload target in component tests: XMLHttpRequest is stubbed so that a posted form reports half its upload, then is answered by the test's handler.
import { vi } from 'vitest';
import type { Answer } from './fetch';

export interface PostedFile {
  url: string;
  fields: Record<string, string>;
  file: File;
}

/** Answers a posted file (200 by default); throwing is a network failure. */
export type FilePostHandler = (posted: PostedFile) => Answer | Promise<Answer>;

/** Stubs XMLHttpRequest: each POST reports 50% sent, waits for `handler`, then 100% and its answer. */
export function stubUploadTarget(handler: FilePostHandler = () => ({})) {
  const posted: PostedFile[] = [];

  class FakeXMLHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    private url = '';

    open(_method: string, url: string) {
      this.url = url;
    }

    setRequestHeader() {}

    send(form: FormData) {
      const fields: Record<string, string> = {};
      let file: File | undefined;
      for (const [name, value] of form.entries()) {
        if (name === 'file' && typeof value !== 'string') file = value;
        else fields[name] = String(value);
      }
      const sent = { url: this.url, fields, file: file! };
      posted.push(sent);
      const progress = (loaded: number) =>
        this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total: sent.file.size }));
      setTimeout(async () => {
        progress(sent.file.size / 2);
        try {
          const { status = 200, body = {}, raw } = await handler(sent);
          progress(sent.file.size);
          this.status = status;
          this.responseText = raw ?? JSON.stringify(body);
          this.dispatchEvent(new Event('load'));
        } catch {
          this.dispatchEvent(new Event('error'));
        }
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { posted };
}
