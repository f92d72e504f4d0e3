// What every resolver receives: the request, the config, the database, the accounts, and the signed-in user from the session (null when anonymous).
import type { Request, Response } from 'express';
import type { Accounts } from '../accounts/setup';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { SignedInUser } from '../guard';

/** The request's part of the context: what every resolver may read, whichever domain it belongs to. */
export interface RequestContext {
  req: Request;
  res: Response;
  /** The signed-in student, or null for an anonymous visitor. */
  user: SignedInUser | null;
}

export interface Context extends RequestContext {
  config: Config;
  db: Database;
  accounts: Accounts;
}

export function createContext(config: Config, accounts: Accounts, db: Database) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<Context> => ({
    req,
    res,
    config,
    db,
    accounts,
    user: req.user ?? null,
  });
}
