import { createContext, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Button, type ButtonKind, LinkButton } from '../ui/button.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { useLanguage } from '../use-language.ts';
import { AccountRequestForm } from './account-request-form.tsx';

const OpenAccountDialog = createContext<() => void>(() => {});

/** One business-account dialog for the page; the header and the pages' buttons open it. */
export function AccountDialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { home } = useLanguage();
  const [open, setOpen] = useState(false);
  return (
    <OpenAccountDialog.Provider value={() => setOpen(true)}>
      {children}
      {open && (
        <Dialog title={t('header.businessAccount')} onClose={() => setOpen(false)} className="modal--wide">
          <AccountRequestForm action={`${home}/landing-page-creer-compte`} titleLevel="h3" />
          <div className="modal__actions">
            <Button kind="secondary" type="button" onClick={() => setOpen(false)}>
              {t('leads.close')}
            </Button>
          </div>
        </Dialog>
      )}
    </OpenAccountDialog.Provider>
  );
}

/** A button opening the dialog; before (or without) JavaScript, a link to the form's page. */
export function AccountButton({ kind, className, label }: { kind?: ButtonKind; className?: string; label?: string }) {
  const { t } = useTranslation();
  const { home } = useLanguage();
  const hydrated = useHydrated();
  const open = useContext(OpenAccountDialog);
  const text = label ?? t('header.businessAccount');
  return hydrated ? (
    <Button kind={kind} type="button" className={className} aria-haspopup="dialog" onClick={open}>
      {text}
    </Button>
  ) : (
    <LinkButton kind={kind} to={`${home}/landing-page-creer-compte#account-form`} className={className}>
      {text}
    </LinkButton>
  );
}
