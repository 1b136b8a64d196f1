import { createContext, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { Modal } from '../ui/modal.tsx';
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
        <Modal title={t('header.businessAccount')} onClose={() => setOpen(false)} className="modal--wide">
          <AccountRequestForm action={`${home}/landing-page-creer-compte`} titleLevel="h3" />
          <div className="modal__actions">
            <button type="button" className="button-secondary" onClick={() => setOpen(false)}>
              {t('leads.close')}
            </button>
          </div>
        </Modal>
      )}
    </OpenAccountDialog.Provider>
  );
}

/** A button opening the dialog; before (or without) JavaScript, a link to the form's page. */
export function AccountButton({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  const { home } = useLanguage();
  const hydrated = useHydrated();
  const open = useContext(OpenAccountDialog);
  const text = label ?? t('header.businessAccount');
  return hydrated ? (
    <button type="button" className={className} aria-haspopup="dialog" onClick={open}>
      {text}
    </button>
  ) : (
    <Link to={`${home}/landing-page-creer-compte#account-form`} className={className}>
      {text}
    </Link>
  );
}
