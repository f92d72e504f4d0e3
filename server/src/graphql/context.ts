// What every resolver receives: the request, the config and the signed-in user (null when anonymous).
import type { Request, Response } from 'express';
import type { User } from '../accounts/entity';
import type { Config } from '../config';

export interface Context {
  req: Request;
  res: Response;
  config: Config;
  user: User | null;
}

export function createContext(config: Config) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<Context> => ({
    req,
    res,
    config,
    user: (req as Request & { user?: User }).user ?? null,
  });
}
