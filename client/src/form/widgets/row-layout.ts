// The open list's layout: rows of one height, each placed by its index. react-aria's ListLayout lays out every row of the list as soon as one out of view is wanted (the chosen option of a list opened far down, an option reached by typing); this lays out the rows in view and that one.
import { Layout, LayoutInfo, Rect, Size, type Key } from 'react-aria-components';
import type { Collection, Node } from 'react-stately';

export interface RowLayoutOptions {
  /** Every row's height, in px. */
  rowHeight: number;
  /** Above the first row and below the last, in px. */
  padding: number;
}

/** Each collection's keys in list order, found once however many selects draw it (the lists are shared). */
const keysInOrder = new WeakMap<Collection<Node<unknown>>, Key[]>();

function keysOf(collection: Collection<Node<unknown>>): Key[] {
  let keys = keysInOrder.get(collection);
  if (!keys) {
    keys = [...collection].map((node) => node.key);
    keysInOrder.set(collection, keys);
  }
  return keys;
}

export class RowLayout<T> extends Layout<Node<T>, RowLayoutOptions> {
  private options: RowLayoutOptions = { rowHeight: 40, padding: 0 };
  /** The rows laid out since the last update, kept so that the virtualizer sees the same layout for the same row. */
  private rows = new Map<Key, LayoutInfo>();

  private get width(): number {
    return this.virtualizer?.visibleRect.width ?? 0;
  }

  private get keys(): Key[] {
    return this.virtualizer ? keysOf(this.virtualizer.collection as Collection<Node<unknown>>) : [];
  }

  override update({ layoutOptions }: { layoutOptions?: RowLayoutOptions }): void {
    if (layoutOptions) this.options = layoutOptions;
    this.rows.clear();
  }

  override shouldInvalidate(newRect: Rect, oldRect: Rect): boolean {
    return newRect.width !== oldRect.width;
  }

  override shouldInvalidateLayoutOptions(newOptions: RowLayoutOptions, oldOptions: RowLayoutOptions): boolean {
    return newOptions.rowHeight !== oldOptions.rowHeight || newOptions.padding !== oldOptions.padding;
  }

  getContentSize(): Size {
    const { rowHeight, padding } = this.options;
    return new Size(this.width, padding * 2 + this.keys.length * rowHeight);
  }

  getLayoutInfo(key: Key): LayoutInfo | null {
    let row = this.rows.get(key);
    const node = this.virtualizer?.collection.getItem(key);
    if (!row && node) {
      const { rowHeight, padding } = this.options;
      row = new LayoutInfo('item', key, new Rect(0, padding + node.index * rowHeight, this.width, rowHeight));
      this.rows.set(key, row);
    }
    return row ?? null;
  }

  /**
   * The rows in `rect`, and the rows the virtualizer keeps rendered wherever they are (the focused option). None
   * before the list knows its size, as with ListLayout: the popover takes focus as it opens, then the chosen option.
   */
  getVisibleLayoutInfos(rect: Rect): LayoutInfo[] {
    if (rect.area === 0) return [];
    const { rowHeight, padding } = this.options;
    const keys = this.keys;
    const first = Math.max(0, Math.floor((rect.y - padding) / rowHeight));
    const last = Math.min(keys.length - 1, Math.floor((rect.maxY - padding) / rowHeight));
    const shown = new Set(keys.slice(first, last + 1));
    for (const key of this.virtualizer?.persistedKeys ?? []) shown.add(key);
    return [...shown].flatMap((key) => this.getLayoutInfo(key) ?? []);
  }
}
