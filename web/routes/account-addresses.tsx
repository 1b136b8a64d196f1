import { Form, data } from 'react-router';
import { placeOf } from '#src/domain/account/address-book.ts';
import { PageTexts, useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../components/use-language.ts';
import { countryName } from '../components/admin/labels.ts';
import { AccountNav } from '../components/account/account-nav.tsx';
import { AddressForm, type AddressFieldError } from '../components/account/address-form.tsx';
import { signedInPerson, offeredTo } from '../components/account/signed-in-person.server.ts';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import { pageNotFound } from '../not-found.server.ts';
import { readForm } from '../read-form.server.ts';
import type { Route } from './+types/account-addresses';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'accountAddresses');

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** The address book: the company's addresses by name, to add, fill from its transports, change or remove. */
export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  return answeredAsPage(context, async () => {
    const person = await signedInPerson(args);
    const addresses = await context.services.shipperAccount.addresses.list(person);
    return data(
      {
        integrations: offeredTo(person).integrations,
        company: person.company,
        addresses: addresses.map(({ coordinates: _located, updatedAt: _at, ...entry }) => entry),
        messages: pageMessages(params, ['pages.accountAddresses', 'account.nav', 'account.addresses', 'countries']),
      },
      { headers: PRIVATE },
    );
  });
}

export type AddressesOutcome =
  { added: string } | { filled: number } | { removed: string } | { errors: AddressFieldError[]; values: Record<string, string> };

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const form = await readForm(request);
  return answeredAsPage(context, async () => {
    const person = await signedInPerson(args, { afterForm: true });
    const { addresses } = context.services.shipperAccount;
    const intent = form.get('intent');
    if (intent === 'fill') return { filled: await addresses.fillFromTransports(person) } satisfies AddressesOutcome;
    if (intent === 'remove') {
      const id = String(form.get('addressId') ?? '');
      const entry = await addresses.get(person, id);
      if (!entry || !(await addresses.remove(person, id))) throw pageNotFound(request, context);
      return { removed: entry.name } satisfies AddressesOutcome;
    }
    const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
    try {
      const entry = await addresses.save(person, values);
      return { added: entry!.name } satisfies AddressesOutcome;
    } catch (error) {
      const answer = context.answerFor(error);
      if (answer?.status === 400 && 'errors' in (error as object))
        return data({ errors: (error as { errors: AddressFieldError[] }).errors, values } satisfies AddressesOutcome, { status: 400 });
      throw error;
    }
  });
}

export default function AccountAddressesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      <AddressBook {...loaderData} outcome={actionData as AddressesOutcome | undefined} />
    </PageTexts>
  );
}

function AddressBook({
  integrations,
  company,
  addresses,
  outcome,
}: Pick<Route.ComponentProps['loaderData'], 'integrations' | 'company' | 'addresses'> & { outcome: AddressesOutcome | undefined }) {
  const { t } = useTranslation();
  const { home } = useLanguage();
  const said =
    outcome && 'added' in outcome
      ? t('account.addresses.added', { name: outcome.added })
      : outcome && 'removed' in outcome
        ? t('account.addresses.removed', { name: outcome.removed })
        : outcome && 'filled' in outcome
          ? t('account.addresses.filled', { count: outcome.filled })
          : null;
  const failed = outcome && 'errors' in outcome ? outcome : undefined;
  return (
    <section className="container account" aria-labelledby="addresses-title">
      <AccountNav current="addresses" integrations={integrations} />
      <h1 id="addresses-title">{t('account.addresses.heading', { company })}</h1>
      <p>{t('account.addresses.intro')}</p>
      {said && (
        <p className="notice" role="status">
          {said}
        </p>
      )}
      <Form method="post" action={`${home}/account/addresses`}>
        <input type="hidden" name="intent" value="fill" />
        <button type="submit">{t('account.addresses.fill')}</button>
      </Form>
      <p role="status">{t('account.addresses.count', { count: addresses.length })}</p>
      {addresses.length > 0 && (
        <ul className="account__transports">
          {addresses.map((entry) => (
            <li key={entry.id}>
              <h2 id={`address-${entry.id}`} className="account__address-name">
                {entry.name}
              </h2>
              <p>
                {entry.street}, {placeOf(entry)} ({countryName(t, entry.country)})
              </p>
              {(entry.contactName || entry.contactPhone) && (
                <p>
                  {t('account.addresses.contact')} {[entry.contactName, entry.contactPhone].filter(Boolean).join(' · ')}
                </p>
              )}
              {entry.openingHours && (
                <p>
                  {t('account.addresses.hours')} {entry.openingHours}
                </p>
              )}
              {entry.driverNote && (
                <p>
                  {t('account.addresses.note')} {entry.driverNote}
                </p>
              )}
              <div className="account__actions">
                <a href={`${home}/account/addresses/${entry.id}`} aria-describedby={`address-${entry.id}`}>
                  {t('account.addresses.edit')}
                </a>
                <Form method="post" action={`${home}/account/addresses`}>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="addressId" value={entry.id} />
                  <button type="submit" aria-describedby={`address-${entry.id}`}>
                    {t('account.addresses.remove')}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <h2 id="address-new-title">{t('account.addresses.new')}</h2>
      <AddressForm
        key={outcome && 'added' in outcome ? outcome.added : 'new'}
        action={`${home}/account/addresses`}
        intent="add"
        values={failed?.values}
        errors={failed?.errors}
        submitLabel={t('account.addresses.add')}
      />
    </section>
  );
}
