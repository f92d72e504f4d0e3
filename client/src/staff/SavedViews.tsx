// The worklist views staff share: each a link to its filters, removable, and the current filters saved under a name for everyone.
import { useState, type FormEvent } from 'react';
import { Button, Form, Input, Label, Link, TextField } from 'react-aria-components';
import { graphql, useFragment } from '../relay/hooks';
import type { SavedViews_query$key } from './__generated__/SavedViews_query.graphql';
import { useMutation } from './relay-hooks';
import { parseWorklist, worklistHref, worklistQuery } from './worklist-url';

const savedViewsFragment = graphql`
  fragment SavedViews_query on Query {
    staffSavedViews {
      id
      name
      query
    }
  }
`;

const saveMutation = graphql`
  mutation SavedViewsSaveMutation($name: String!, $query: String!) {
    saveStaffView(name: $name, query: $query) {
      id
      name
      query
    }
  }
`;

const deleteMutation = graphql`
  mutation SavedViewsDeleteMutation($id: ID!) {
    deleteStaffView(id: $id) @deleteRecord
  }
`;

export function SavedViews({ query, currentQuery }: { query: SavedViews_query$key; currentQuery: string }) {
  const { staffSavedViews } = useFragment(savedViewsFragment, query);
  const [save, saving] = useMutation(saveMutation);
  const [remove] = useMutation(deleteMutation);
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save({
      variables: { name, query: currentQuery },
      // The list is read again with the next load; a new view shows at once.
      updater: (store) => {
        const saved = store.getRootField('saveStaffView');
        const root = store.getRoot();
        const views = root.getLinkedRecords('staffSavedViews') ?? [];
        if (saved && !views.some((view) => view?.getDataID() === saved.getDataID())) {
          root.setLinkedRecords([...views, saved], 'staffSavedViews');
        }
      },
      onCompleted: (_response, errors) => {
        setMessage(errors?.length ? errors[0].message : `Saved "${name.trim()}" for all staff.`);
        if (!errors?.length) setName('');
      },
      onError: (error) => setMessage(error.message),
    });
  };

  return (
    <section className="saved-views" aria-labelledby="saved-views-title">
      <h2 id="saved-views-title" className="saved-views__title">
        Saved views
      </h2>
      <ul className="saved-views__list">
        {staffSavedViews.map((view) => (
          <li key={view.id} className="saved-views__item">
            <Link
              href={worklistHref(view.query)}
              aria-current={worklistQuery(parseWorklist(view.query)) === currentQuery ? 'page' : undefined}
            >
              {view.name}
            </Link>
            <Button
              className="saved-views__remove"
              aria-label={`Remove the saved view ${view.name}`}
              onPress={() => remove({ variables: { id: view.id }, onCompleted: () => setMessage(`Removed "${view.name}".`) })}
            >
              <span className="staff-icon staff-icon--clear" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <Form className="saved-views__form" onSubmit={onSave}>
        <TextField className="field" value={name} onChange={setName} isRequired maxLength={80}>
          <Label className="field__label">Save these filters as</Label>
          <Input className="field__input" placeholder="A name staff will recognise" />
        </TextField>
        <Button type="submit" className="button" isPending={saving} isDisabled={!name.trim()}>
          Save view
        </Button>
      </Form>
      <p role="status" className="saved-views__message">
        {message}
      </p>
    </section>
  );
}
