import { goodsLineText } from '#src/texts/goods-line-text.ts';
import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import {
  ADR_CLASSES,
  type AdrClass,
  CLASSES_WITHOUT_PACKING_GROUP,
  type DangerousGoods,
  PACKING_GROUPS,
  PROPER_SHIPPING_NAME_MAX_LENGTH,
  isAdrClass,
} from '#src/domain/dangerous-goods/dangerous-goods.ts';
import type { ParcelLine } from '#src/domain/shipment/parcel-line.ts';
import { useLanguage } from '../use-language.ts';
import { FieldMessage } from '../ui/field-message.tsx';
import { formatNumber } from '../ui/format.ts';

const BLANK: DangerousGoods = { unNumber: '', properShippingName: '', adrClass: '', packingGroup: null };
// The catalogs' keys cannot hold the dot of "4.1".
const CLASS_KEY = {
  '1': 'c1',
  '2': 'c2',
  '3': 'c3',
  '4.1': 'c4_1',
  '4.2': 'c4_2',
  '4.3': 'c4_3',
  '5.1': 'c5_1',
  '5.2': 'c5_2',
  '6.1': 'c6_1',
  '6.2': 'c6_2',
  '7': 'c7',
  '8': 'c8',
  '9': 'c9',
} as const satisfies Record<AdrClass, string>;

interface Props {
  parcels: ParcelLine[];
  errors: Record<string, string>;
  onChange: (index: number, line: ParcelLine, field: string) => void;
}

/**
 * What a carrier's transport document needs of each line's dangerous goods (ADR 5.4.1.1.1): UN
 * number, proper shipping name, class and packing group. Shown once the shipper says the goods are
 * dangerous; a line left blank carries none.
 */
export function DangerousGoodsFields({ parcels, errors, onChange }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const hintId = useId();
  return (
    <fieldset className="dangerous-goods" aria-describedby={hintId}>
      <legend>{t('booking.dangerousGoods.legend')}</legend>
      <p id={hintId} className="field__hint">
        {t('booking.dangerousGoods.hint')}
      </p>
      {parcels.map((line, index) => {
        const goods = line.dangerousGoods ?? BLANK;
        const name = (field: keyof DangerousGoods) => `parcels.${index}.${field}`;
        const id = (field: keyof DangerousGoods) => `parcels-${index}-${field}`;
        const edit = (field: keyof DangerousGoods, value: string) => {
          const edited = { ...goods, [field]: field === 'packingGroup' ? value || null : value };
          // Classes 1, 2, 5.2, 6.2 and 7 have no packing group (ADR 2.1.1.3): choosing one clears it.
          if (isAdrClass(edited.adrClass) && CLASSES_WITHOUT_PACKING_GROUP.includes(edited.adrClass)) edited.packingGroup = null;
          onChange(index, { ...line, dangerousGoods: edited }, name(field));
        };
        const described = (field: keyof DangerousGoods, hint?: string) =>
          [hint, errors[name(field)] ? `${id(field)}-error` : undefined].filter(Boolean).join(' ') || undefined;
        const invalid = (field: keyof DangerousGoods) => (errors[name(field)] ? true : undefined);
        const noGroup = isAdrClass(goods.adrClass) && CLASSES_WITHOUT_PACKING_GROUP.includes(goods.adrClass);
        return (
          <fieldset key={index} className="dangerous-goods__line">
            <legend>
              {t('booking.dangerousGoods.lineLegend', {
                line: index + 1,
                goods: goodsLineText(line, t, (value) => formatNumber(value, language), {
                  dangerousGoods: false,
                }),
              })}
            </legend>
            <div className="dangerous-goods__fields">
              <div className="field">
                <label htmlFor={id('unNumber')}>{t('booking.dangerousGoods.unNumber')}</label>
                <input
                  id={id('unNumber')}
                  name={name('unNumber')}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={12}
                  value={goods.unNumber}
                  aria-invalid={invalid('unNumber')}
                  aria-describedby={described('unNumber', `${id('unNumber')}-hint`)}
                  onChange={(event) => edit('unNumber', event.target.value)}
                />
                <p id={`${id('unNumber')}-hint`} className="field__hint">
                  {t('booking.dangerousGoods.unNumberHint')}
                </p>
                <FieldMessage id={`${id('unNumber')}-error`} message={errors[name('unNumber')]} />
              </div>
              <div className="field dangerous-goods__name">
                <label htmlFor={id('properShippingName')}>{t('booking.dangerousGoods.properShippingName')}</label>
                <input
                  id={id('properShippingName')}
                  name={name('properShippingName')}
                  autoComplete="off"
                  maxLength={PROPER_SHIPPING_NAME_MAX_LENGTH}
                  value={goods.properShippingName}
                  aria-invalid={invalid('properShippingName')}
                  aria-describedby={described('properShippingName')}
                  onChange={(event) => edit('properShippingName', event.target.value)}
                />
                <FieldMessage id={`${id('properShippingName')}-error`} message={errors[name('properShippingName')]} />
              </div>
              <div className="field">
                <label htmlFor={id('adrClass')}>{t('booking.dangerousGoods.adrClass')}</label>
                <select
                  id={id('adrClass')}
                  name={name('adrClass')}
                  value={goods.adrClass}
                  aria-invalid={invalid('adrClass')}
                  aria-describedby={described('adrClass')}
                  onChange={(event) => edit('adrClass', event.target.value)}
                >
                  <option value="">{t('booking.dangerousGoods.chooseClass')}</option>
                  {ADR_CLASSES.map((adrClass) => (
                    <option key={adrClass} value={adrClass}>
                      {`${adrClass} — ${t(`booking.dangerousGoods.classes.${CLASS_KEY[adrClass]}`)}`}
                    </option>
                  ))}
                </select>
                <FieldMessage id={`${id('adrClass')}-error`} message={errors[name('adrClass')]} />
              </div>
              <div className="field">
                <label htmlFor={id('packingGroup')}>{t('booking.dangerousGoods.packingGroup')}</label>
                <select
                  id={id('packingGroup')}
                  name={name('packingGroup')}
                  value={goods.packingGroup ?? ''}
                  aria-invalid={invalid('packingGroup')}
                  aria-describedby={described('packingGroup')}
                  onChange={(event) => edit('packingGroup', event.target.value)}
                >
                  <option value="">{t('booking.dangerousGoods.noPackingGroup')}</option>
                  {!noGroup &&
                    PACKING_GROUPS.map((group) => (
                      <option key={group} value={group}>
                        {group}
                      </option>
                    ))}
                </select>
                <FieldMessage id={`${id('packingGroup')}-error`} message={errors[name('packingGroup')]} />
              </div>
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
