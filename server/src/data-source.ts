// The DataSource the TypeORM CLI loads to generate migrations (npm run migration:generate -- Name).
import { loadConfig } from './config';
import { createDataSource } from './db/migrations';
import { entities } from './root/catalogue';

export default createDataSource(loadConfig().databaseUrl, { entities });
