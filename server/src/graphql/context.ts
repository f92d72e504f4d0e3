// What every resolver receives: the request, the config, the database and the signed-in user (null when anonymous).
import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { User } from '../accounts/entity';
import type { Config } from '../config';

export interface Context {
  req: Request;
  res: Response;
  config: Config;
  dataSource: DataSource;
  user: User | null;
}

export function createContext(config: Config, dataSource: DataSource) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<Context> => ({
    req,
    res,
    config,
    dataSource,
    user: (req as Request & { user?: User }).user ?? null,
  });
}
