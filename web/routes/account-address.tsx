import { data, redirect } from 'react-router';
import { PageTexts, useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../components/use-language.ts';
import { AccountNav } from '../components/account/account-nav.tsx';
import { AddressForm, type AddressFieldError } from '../components/account/address-form.tsx';
import { signedInPerson, offeredTo } from '../components/account/signed-in-person.server.ts';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import { pageNotFound } from '../not-found.server.ts';
import { readForm } from '../read-form.server.ts';
import type { Route } from './+types/account-address';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'accountAddress');

/** One address of the company's book, to change; another company's does not exist (404). */
export async function loader(args: Route.LoaderArgs) {
  const { request, params, context } = args;
  return answeredAsPage(context, async () => {
    const person = await signedInPerson(args);
    const entry = await context.services.shipperAccount.addresses.get(person, params.id);
    if (!entry) throw pageNotFound(request, context);
    const { coordinates: _located, updatedAt: _at, ...address } = entry;
    return data(
      {
        integrations: offeredTo(person).integrations,
        address,
        messages: pageMessages(params, ['pages.accountAddress', 'account.nav', 'account.addresses', 'countries']),
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  });
}

export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args;
  const form = await readForm(request);
  const list = `/${params.lang.toUpperCase()}/account/addresses`;
  return answeredAsPage(context, async () => {
    const person = await signedInPerson(args, { afterForm: true });
    const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
    try {
      const saved = await context.services.shipperAccount.addresses.save(person, values, params.id);
      if (!saved) throw pageNotFound(request, context);
      throw redirect(`${list}#address-${saved.id}`, 303);
    } catch (error) {
      const answer = context.answerFor(error);
      if (answer?.status === 400 && 'errors' in (error as object))
        return data({ errors: (error as { errors: AddressFieldError[] }).errors, values }, { status: 400 });
      throw error;
    }
  });
}

export default function AccountAddressPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      <EditAddress {...loaderData} failed={actionData} />
    </PageTexts>
  );
}

function EditAddress({
  integrations,
  address,
  failed,
}: Pick<Route.ComponentProps['loaderData'], 'integrations' | 'address'> & { failed: Route.ComponentProps['actionData'] }) {
  const { t } = useTranslation();
  const { home } = useLanguage();
  return (
    <section className="container account" aria-labelledby="address-edit-title">
      <AccountNav current="addresses" integrations={integrations} />
      <h1 id="address-edit-title">{t('account.addresses.editHeading', { name: address.name })}</h1>
      <AddressForm
        action={`${home}/account/addresses/${address.id}`}
        intent="save"
        values={failed?.values ?? address}
        errors={failed?.errors}
        submitLabel={t('account.addresses.save')}
      />
      <p>
        <a href={`${home}/account/addresses`}>{t('account.addresses.back')}</a>
      </p>
    </section>
  );
}
