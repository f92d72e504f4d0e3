// Every kind of background work the workers run; the document-conversion and application-PDF jobs join here.
import type { JobDefinition } from './registry';

export function jobDefinitions(): JobDefinition[] {
  return [];
}
