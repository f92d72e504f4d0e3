// What the lookup's REST route takes, declared once (its GraphQL queries take the category as an enum already).
import { z } from 'zod';
import { lookupCategories } from './entity';

/** One of the lookups: colleges, high schools, or addresses. */
export const lookupCategoryInput = z.enum(lookupCategories, { error: `category must be one of: ${lookupCategories.join(', ')}.` });
