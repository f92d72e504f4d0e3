// A signed-in student's edits not saved yet, page by page: kept outside the pages so that leaving one loses nothing, saved after a pause in typing, on request, or (keepalive) as the tab goes away.
import type { Answers, FormPageId } from '@transfer/form';
import { handOver } from '../session/reload-handover';

/** Saves `answers` (only the keys the student changed) of `page`; `keepalive` lets the request outlive the tab. */
export type SendDrafts = (page: FormPageId, answers: Answers, options: { keepalive: boolean }) => Promise<void>;

/** How long after the last change the edits are saved on their own. */
export const idleSaveDelay = 2000;

const noDrafts: Answers = Object.freeze({}) as Answers;

function sameAnswers(a: Answers, b: Answers): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && a[key] === b[key]);
}

export class Drafts {
  private byPage = new Map<FormPageId, Answers>();
  /** Per page, the save last started; the next one waits for it, so that saves reach the server in order. */
  private saving = new Map<FormPageId, Promise<void>>();
  /** Per page, the answers a keepalive request is carrying, so that hidden-then-closed does not send them twice. */
  private keptAlive = new Map<FormPageId, Answers>();
  private listeners = new Set<() => void>();
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private merged: Answers | undefined;

  constructor(
    private readonly send: SendDrafts,
    /** Told when a save nobody waits for (after a pause, as the tab goes away) fails; the edits stay for the next save. */
    private readonly onBackgroundFailure: (error: unknown) => void,
    /** Edits a page of this tab was sending as it went away (reload-handover.ts): shown, and saved again after a pause. */
    handedOver: Map<FormPageId, Answers> = new Map(),
  ) {
    for (const [page, answers] of handedOver) this.edit(page, answers);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The unsaved edits of `page`; the same object until they change. */
  of(page: FormPageId): Answers {
    return this.byPage.get(page) ?? noDrafts;
  }

  /** Every page's unsaved edits in one map (answer keys belong to one page each); the same object until they change. */
  all = (): Answers => (this.merged ??= Object.assign({}, ...this.byPage.values()) as Answers);

  /** Records a change, and saves every page's edits once the student pauses. */
  edit(page: FormPageId, patch: Answers): void {
    this.set(page, { ...this.of(page), ...patch });
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.saveAll().catch(this.onBackgroundFailure);
    }, idleSaveDelay);
  }

  /** Forgets edits of `keys` the server has cleared itself (the answers of a tab left). */
  discard(page: FormPageId, keys: readonly string[]): void {
    const kept = Object.fromEntries(Object.entries(this.of(page)).filter(([key]) => !keys.includes(key)));
    this.set(page, kept);
  }

  /** Saves the edits of `page`, after any save of it already under way; resolves once they are stored. */
  save(page: FormPageId): Promise<void> {
    const previous = this.saving.get(page) ?? Promise.resolve();
    const saved = previous.catch(() => {}).then(() => this.sendNow(page, false));
    this.saving.set(page, saved);
    return saved;
  }

  /** Saves the edits of every page. */
  async saveAll(): Promise<void> {
    clearTimeout(this.idleTimer);
    await Promise.all([...this.byPage.keys()].map((page) => this.save(page)));
  }

  /** As the tab is hidden or closed: sends every page's edits at once, in requests that outlive the page. */
  flush = (): void => {
    clearTimeout(this.idleTimer);
    for (const page of this.byPage.keys()) {
      const carried = this.keptAlive.get(page);
      if (carried && sameAnswers(carried, this.of(page))) continue;
      this.keptAlive.set(page, this.of(page));
      const sent = this.sendNow(page, true).finally(() => this.keptAlive.delete(page));
      sent.catch(this.onBackgroundFailure);
      this.saving.set(
        page,
        Promise.all([this.saving.get(page), sent]).then(() => {}),
      );
    }
    if (this.byPage.size > 0) handOver(this.byPage);
  };

  /** Stops the pending save after a pause (the session is over). */
  cancel(): void {
    clearTimeout(this.idleTimer);
  }

  private async sendNow(page: FormPageId, keepalive: boolean): Promise<void> {
    const sent = this.of(page);
    if (Object.keys(sent).length === 0) return;
    await this.send(page, sent, { keepalive });
    // Keys changed again while the save was under way stay, to go with the next save.
    const remaining = Object.entries(this.of(page)).filter(([key, value]) => !(key in sent) || sent[key] !== value);
    this.set(page, Object.fromEntries(remaining));
  }

  private set(page: FormPageId, answers: Answers): void {
    if (Object.keys(answers).length === 0) this.byPage.delete(page);
    else this.byPage.set(page, answers);
    this.merged = undefined;
    for (const listener of this.listeners) listener();
  }
}
