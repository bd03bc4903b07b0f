import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Handler = (() => void) | null;

/**
 * One upload as the page starts it with XMLHttpRequest, driven by the test: the bytes go
 * (`progress`), then the server answers (`respond`) or the connection drops (`dropConnection`).
 */
export class FakeUploadRequest {
  method = '';
  /** The path under /api. */
  path = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  readonly upload: { onprogress: ((event: Pick<ProgressEvent, 'loaded' | 'total' | 'lengthComputable'>) => void) | null } = {
    onprogress: null,
  };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  constructor(private readonly sent: FakeUploadRequest[]) {}

  open(method: string, url: string): void {
    this.method = method;
    this.path = url.replace(/^\/api/, '');
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
    this.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  /** The multipart fields in the order they were appended, files by their name. */
  get fields(): [string, string][] {
    return [...(this.body?.entries() ?? [])].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
  }

  progress(loaded: number, total: number): void {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }

  respond(status: number, body?: unknown): void {
    act(() => {
      this.status = status;
      this.responseText = body === undefined ? '' : JSON.stringify(body);
      this.onload?.();
    });
  }

  dropConnection(): void {
    act(() => this.onerror?.());
  }
}

/** Replaces XMLHttpRequest for the test and lists every request sent. */
export const mockUploads = () => {
  const sent: FakeUploadRequest[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeUploadRequest {
      constructor() {
        super(sent);
      }
    },
  );
  return { sent };
};
