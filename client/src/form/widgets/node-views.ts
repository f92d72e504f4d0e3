// How the widgets that hold nodes (groups, tabs, add-another, address and school blocks) render them: FormNodes, which
// loads those widgets through the registry, hands them its node views here, so that none of them imports it back.
import type { FormNode } from '@transfer/form';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface NodeViews {
  /** One node: nothing while its condition fails, else its widget (or the widget given as children). */
  NodeView: ComponentType<{ node: FormNode; children?: ReactNode }>;
  /** A list of nodes in order, laid out in rows. */
  NodeList: ComponentType<{ nodes: readonly FormNode[] }>;
  /** The widget of a node's kind, loaded on first use. */
  widgetFor(node: FormNode): ComponentType<{ node: FormNode }>;
}

export const NodeViewsContext = createContext<NodeViews | null>(null);

export function useNodeViews(): NodeViews {
  const views = useContext(NodeViewsContext);
  if (!views) throw new Error('A widget holding nodes was rendered outside FormNodes.');
  return views;
}
