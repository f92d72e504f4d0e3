// The DataSource the TypeORM CLI loads to generate migrations (npm run migration:generate -- Name).
import { ConfirmationCode, LoginEvent, ResetToken, User } from './accounts/entity';
import { applicationEntities } from './applications/entity';
import { loadConfig } from './config';
import { createDataSource } from './db/migrations';
import { LookupData, LookupPlace } from './lookup/entity';

export default createDataSource(loadConfig().databaseUrl, {
  entities: [User, ConfirmationCode, ResetToken, LoginEvent, ...applicationEntities, LookupPlace, LookupData],
});
