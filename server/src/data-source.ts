// The DataSource the TypeORM CLI loads to generate migrations (npm run migration:generate -- Name).
import { loadConfig } from './config';
import { createDataSource } from './db';

export default createDataSource(loadConfig().databaseUrl);
