// The search of the school and address blocks: suggestions after the debounce, a 'Use: ...' option, and the block filled, cleared or left as docs/product.md §3.8 say.
import { nodesIn, pageDefinition, type AddressBlock, type Answers, type FormPageId, type SchoolBlock } from '@transfer/form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Handler } from '../../test/fetch';
import { renderFormNodes } from '../../test/formNodes';

function blockOf<Kind extends 'school' | 'address'>(page: FormPageId, kind: Kind, prefix: string) {
  const block = nodesIn(pageDefinition(page).sections.flatMap((section) => section.nodes)).find(
    (node) => node.kind === kind && 'prefix' in node && node.prefix === prefix,
  );
  if (!block) throw new Error(`no ${kind} block ${prefix}`);
  return block as Kind extends 'school' ? SchoolBlock : AddressBlock;
}

const college = blockOf('education', 'school', 'college_');
const home = blockOf('about', 'address', '');

const search = (category: string, text: string) => `GET /lookup/find?${new URLSearchParams({ text, category, max_results: '5' })}`;
const detail = (category: string, id: string) => `GET /lookup/find?${new URLSearchParams({ id, category })}`;

const harvard = { text: 'Harvard University', id: '166027', sub_text: 'Cambridge, MA' };
const harvardRecord = {
  name: 'Harvard University',
  ceeb: '3434',
  address_line_1: 'Massachusetts Hall',
  city: 'Cambridge',
  state: 'Massachusetts',
  zip: '02138',
  country: 'USA',
};
const failure: Handler = { status: 500, body: { message: 'down' } };

/** Renders the block, focuses its search (which loads the combobox), and types into it. */
async function typeInto(block: SchoolBlock | AddressBlock, typed: string, answers: Answers = {}) {
  const page = renderFormNodes([block], { state: { answers } });
  const label = block.questions[0].label;
  await userEvent.click(await screen.findByRole('textbox', { name: label }));
  const input = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(document.activeElement).toBe(input));
  // Typed over what the field held, as a student selecting it first does.
  const held = (input as HTMLInputElement).value.length;
  if (typed) await userEvent.type(input, typed, { initialSelectionStart: 0, initialSelectionEnd: held });
  return { page, input };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LookupField', () => {
  it('offers the typed text first, then the suggestions after the debounce, each with where it is', async () => {
    const server = stubServer({ [search('college_ceeb', 'Harv')]: { body: [harvard] } });
    const { input } = await typeInto(college, 'Harv');

    expect(input.id).toBe('college_name');
    expect(input.getAttribute('maxlength')).toBe('100');
    expect((await screen.findByRole('option', { name: /Harvard University/ })).textContent).toContain('Cambridge, MA');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Use: Harv', 'Harvard UniversityCambridge, MA']);
    expect(server.callsTo(search('college_ceeb', 'Harv'))).toHaveLength(1);
    expect(server.calls.every((call) => call.init.signal instanceof AbortSignal)).toBe(true);
  });

  it('aborts a search that a newer one replaces, and never shows its answer', async () => {
    const hampton = { text: 'Hampton University', id: '232265', sub_text: 'Hampton, VA' };
    const server = stubServer({
      [search('college_ceeb', 'Ha')]: async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { body: [hampton] };
      },
      [search('college_ceeb', 'Harv')]: { body: [harvard] },
    });
    const { input } = await typeInto(college, 'Ha');
    await waitFor(() => expect(server.callsTo(search('college_ceeb', 'Ha'))).toHaveLength(1));
    await userEvent.type(input, 'rv');

    await screen.findByRole('option', { name: /Harvard University/ });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.callsTo(search('college_ceeb', 'Ha'))[0].init.signal?.aborted).toBe(true);
    expect(screen.queryByRole('option', { name: /Hampton/ })).toBeNull();
  });

  it('keeps the label, the required mark and the error of the plain field, tied to the combobox input', async () => {
    const message = 'Please enter the name of the college you attended.';
    renderFormNodes([college], { errors: { college_name: message } });
    await userEvent.click(await screen.findByRole('textbox', { name: 'Name of College or University' }));
    const input = await screen.findByRole('combobox', { name: 'Name of College or University' });

    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input.getAttribute('aria-describedby') ?? '').split(' ')).toContain(screen.getByText(message).id);
  });

  it('fills the school block from the chosen school, with the selects’ labels, and clears what the school lacks', async () => {
    stubServer({
      [search('college_ceeb', 'Harv')]: { body: [harvard] },
      [detail('college_ceeb', '166027')]: { body: { ...harvardRecord, address_line_1: undefined } },
    });
    const { page, input } = await typeInto(college, 'Harv', { college_address_line_1: '1 Old Street' });
    await userEvent.click(await screen.findByRole('option', { name: /Harvard University/ }));

    await waitFor(() =>
      expect(page.state().answers).toMatchObject({
        college_name: 'Harvard University',
        college_ceeb: '3434',
        college_address_line_1: '',
        college_city: 'Cambridge',
        college_state: 'Massachusetts',
        college_state_desc: 'Massachusetts',
        college_zip: '02138',
        college_country: 'USA',
        college_country_desc: 'United States of America',
      }),
    );
    expect((input as HTMLInputElement).value).toBe('Harvard University');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('takes the typed text through "Use: ...": only the name is set, and the rest of the block is cleared', async () => {
    stubServer({ [search('college_ceeb', 'Harv')]: { body: [harvard] } });
    const { page } = await typeInto(college, 'Harv', {
      college_ceeb: '3434',
      college_city: 'Cambridge',
      college_state: 'Massachusetts',
      college_state_desc: 'Massachusetts',
      college_country: 'USA',
      college_country_desc: 'United States of America',
    });
    await userEvent.click(screen.getByRole('option', { name: 'Use: Harv' }));

    expect(page.state().answers).toMatchObject({
      college_name: 'Harv',
      college_ceeb: '',
      college_city: '',
      college_state: '',
      college_state_desc: '',
      college_country: '',
      college_country_desc: '',
    });
  });

  it('takes "Use: ..." from the keyboard: arrow down, Enter', async () => {
    stubServer({ [search('college_ceeb', 'Yale')]: { body: [] } });
    const { page } = await typeInto(college, 'Yale');
    await userEvent.keyboard('{ArrowDown}{Enter}');

    expect(page.state().answers.college_name).toBe('Yale');
  });

  it('clears the whole block, _desc answers included, when the search is emptied', async () => {
    stubServer({});
    const { page, input } = await typeInto(college, '', {
      college_name: 'Harvard University',
      college_ceeb: '3434',
      college_state: 'Massachusetts',
      college_state_desc: 'Massachusetts',
      college_country: 'USA',
      college_country_desc: 'United States of America',
    });
    await userEvent.clear(input);

    expect(page.state().answers).toMatchObject({
      college_name: '',
      college_ceeb: '',
      college_state: '',
      college_state_desc: '',
      college_country: '',
      college_country_desc: '',
    });
  });

  it('shows only "Use: ..." when the search fails', async () => {
    const server = stubServer({ [search('college_ceeb', 'Harv')]: failure });
    await typeInto(college, 'Harv');

    await waitFor(() => expect(server.callsTo(search('college_ceeb', 'Harv'))).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Use: Harv']);
  });

  it('puts the chosen name alone into the search when its details cannot be had', async () => {
    stubServer({
      [search('college_ceeb', 'Harv')]: { body: [harvard] },
      [detail('college_ceeb', '166027')]: failure,
    });
    const { page } = await typeInto(college, 'Harv', { college_city: 'Boston' });
    await userEvent.click(await screen.findByRole('option', { name: /Harvard University/ }));

    await waitFor(() => expect(page.state().answers.college_name).toBe('Harvard University'));
    expect(page.state().answers.college_city).toBe('Boston');
  });

  it('fills city, state, ZIP and country from a ZIP code, and keeps the street', async () => {
    stubServer({
      [search('address', '6061')]: { body: [{ text: '60614', id: '60614', sub_text: 'Chicago, IL' }] },
      [detail('address', '60614')]: { body: { city: 'Chicago', state: 'Illinois', zip: '60614', country: 'USA' } },
    });
    const { page, input } = await typeInto(home, '6061', {
      address_line_1: '2400 N Clark St',
      address_line_2: 'Apt 3',
    });
    await userEvent.click(await screen.findByRole('option', { name: /60614/ }));

    await waitFor(() =>
      expect(page.state().answers).toMatchObject({
        address_line_1: '2400 N Clark St',
        address_line_2: 'Apt 3',
        city: 'Chicago',
        state: 'Illinois',
        state_desc: 'Illinois',
        zip: '60614',
        country: 'USA',
        country_desc: 'United States of America',
      }),
    );
    expect((input as HTMLInputElement).value).toBe('2400 N Clark St');
  });

  it('keeps text typed and left without a choice as the answer', async () => {
    stubServer({ [search('address', '12 Elm')]: { body: [] } });
    const { page } = await typeInto(home, '12 Elm', { city: 'Portland' });
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();

    expect(page.state().answers).toMatchObject({ address_line_1: '12 Elm', city: 'Portland' });
  });
});
