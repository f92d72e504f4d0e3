// The worklist views staff share: a name and the worklist's query string (filters and sort), saved, listed and removed by any member of staff, each change audited.
import { z } from 'zod';
import type { Database } from '../db/database';
import { NotFound } from '../errors';
import { parseInput, rowId } from '../input';
import { requireStaff, type Caller, type StaffApplications } from './applications';
import { staffStatements as sql } from './sql';

export interface SavedView {
  id: string;
  name: string;
  query: string;
}

const savedViewInput = z.object({
  name: z.string().trim().min(1, 'Give the view a name.').max(80, 'A view’s name takes at most 80 characters.'),
  query: z
    .string()
    .max(1000, 'A view’s filters take at most 1,000 characters.')
    .transform((query) => query.replace(/^\?/, '')),
});

const savedViewIdInput = rowId('That is not the id of a saved view.');

export class StaffSavedViews {
  constructor(
    private readonly db: Database,
    private readonly reads: StaffApplications,
  ) {}

  async list(caller: Caller): Promise<SavedView[]> {
    requireStaff(caller);
    return this.db.query<SavedView>(sql.savedViews);
  }

  /** Saves the view, replacing one of the same name. */
  async save(caller: Caller, view: { name: string; query: string }): Promise<SavedView> {
    const staff = requireStaff(caller);
    const { name, query } = parseInput(savedViewInput, view);
    const [saved] = await this.db.query<SavedView>(sql.saveView, [name, query, staff.id]);
    await this.reads.record(staff, 'saved_view.save', null, { name, query });
    return saved;
  }

  async remove(caller: Caller, id: string): Promise<void> {
    const staff = requireStaff(caller);
    const [removed] = await this.db.query<{ name: string }>(sql.deleteView, [parseInput(savedViewIdInput, id)]);
    if (!removed) throw new NotFound('No saved view has that id.');
    await this.reads.record(staff, 'saved_view.delete', null, { name: removed.name });
  }
}
