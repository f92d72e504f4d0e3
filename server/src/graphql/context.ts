// What every resolver receives: the request, the config, the database, the accounts, and the signed-in user from the session (null when anonymous).
import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { Accounts } from '../accounts/setup';
import type { Config } from '../config';
import type { SignedInUser } from '../guard';

export interface Context {
  req: Request;
  res: Response;
  config: Config;
  dataSource: DataSource;
  accounts: Accounts;
  user: SignedInUser | null;
}

export function createContext(config: Config, accounts: Accounts, dataSource: DataSource) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<Context> => ({
    req,
    res,
    config,
    dataSource,
    accounts,
    user: req.user ?? null,
  });
}
