import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { NotFound, ValidationError, unexpectedErrorMessage } from '../errors';
import { formatError } from './server';

const resolverError = (original: Error) => new GraphQLError(original.message, { path: ['profile'], originalError: original });

describe('GraphQL error formatting', () => {
  it('gives domain errors their message and code, with field messages where known', () => {
    const notFound = resolverError(new NotFound('No such application.'));
    expect(formatError(notFound.toJSON(), notFound)).toEqual({
      message: 'No such application.',
      path: ['profile'],
      extensions: { code: 'NOT_FOUND' },
    });
    const invalid = resolverError(new ValidationError('Check your answers.', { first_name: 'Required.' }));
    expect(formatError(invalid.toJSON(), invalid).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { first_name: 'Required.' },
    });
  });

  it('logs an unforeseen error and shows only the generic message', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const boom = resolverError(new Error('connection string with a password'));
    const formatted = formatError({ ...boom.toJSON(), extensions: { code: 'INTERNAL_SERVER_ERROR' } }, boom);
    expect(formatted).toEqual({ message: unexpectedErrorMessage, path: ['profile'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
