// Relay environments for component tests: every operation is answered with the given data, or stays pending.
import { defaultPartner } from '@transfer/form';
import { Environment, Network, Observable, RecordSource, Store, type PayloadData } from 'relay-runtime';

/** The default partner as the GraphQL schema spells it. */
export const partnerResponse = {
  name: defaultPartner.name,
  applicationTitle: defaultPartner.application_title,
  addresses: defaultPartner.addresses.map((address) => ({
    label: address.label,
    line1: address.line_1,
    line2: address.line_2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: address.country,
  })),
  helpEmail: defaultPartner.help_email,
  admissionsEmail: defaultPartner.admissions_email,
  phone: defaultPartner.phone,
  actCode: defaultPartner.act_code,
  satCode: defaultPartner.sat_code,
  characterLimit: defaultPartner.character_limit,
  readerUrl: defaultPartner.reader_url,
};

/** An environment answering every operation with `data`; without `data`, every request stays in flight. */
export function createTestEnvironment(data?: PayloadData): Environment {
  const network = Network.create(() => (data === undefined ? Observable.create(() => {}) : { data }));
  return new Environment({ network, store: new Store(new RecordSource()) });
}
