// The open list's layout: the rows in view and the focused one, each placed by its index, whatever the list's length.
import { Rect } from 'react-aria-components';
import type { Collection, Node } from 'react-stately';
import { describe, expect, it } from 'vitest';
import { RowLayout } from './row-layout';

/** A list of `count` options as the virtualizer hands it to its layout. */
function listOf(count: number) {
  const nodes = Array.from({ length: count }, (_, index) => ({ key: `option-${index}`, index, type: 'item' }));
  const byKey = new Map(nodes.map((node) => [node.key, node]));
  return {
    size: count,
    [Symbol.iterator]: () => nodes[Symbol.iterator](),
    getItem: (key: string) => byKey.get(key) ?? null,
  } as unknown as Collection<Node<unknown>>;
}

function laidOut(count: number, visibleRect: Rect, persistedKeys: string[] = []) {
  const layout = new RowLayout<unknown>();
  layout.virtualizer = { collection: listOf(count), visibleRect, persistedKeys: new Set(persistedKeys) } as never;
  layout.update({ layoutOptions: { rowHeight: 40, padding: 4 } });
  return layout;
}

describe('RowLayout', () => {
  it('lays out the rows in view only, and the content as tall as every row', () => {
    const layout = laidOut(251, new Rect(0, 0, 300, 320));
    expect(layout.getVisibleLayoutInfos(new Rect(0, 0, 300, 320)).map((row) => row.key)).toEqual(
      Array.from({ length: 8 }, (_, index) => `option-${index}`),
    );
    expect(layout.getContentSize()).toMatchObject({ width: 300, height: 4 + 251 * 40 + 4 });
  });

  it('places a row far down by its index, and keeps the focused one wherever it is', () => {
    const layout = laidOut(251, new Rect(0, 0, 300, 320), ['option-200']);
    expect(layout.getLayoutInfo('option-240')?.rect).toMatchObject({ y: 4 + 240 * 40, height: 40, width: 300 });
    const shown = layout.getVisibleLayoutInfos(new Rect(0, 0, 300, 320));
    expect(shown).toHaveLength(9);
    expect(shown.at(-1)).toMatchObject({ key: 'option-200', rect: { y: 4 + 200 * 40 } });
  });

  it('shows nothing before the list knows its size, as ListLayout', () => {
    expect(laidOut(251, new Rect(0, 0, 0, 0), ['option-3']).getVisibleLayoutInfos(new Rect(0, 0, 0, 0))).toEqual([]);
  });
});
