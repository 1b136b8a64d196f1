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
import { Field } from '../ui/field.tsx';
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
              <Field
                id={id('unNumber')}
                label={t('booking.dangerousGoods.unNumber')}
                hint={t('booking.dangerousGoods.unNumberHint')}
                message={errors[name('unNumber')]}
              >
                {(control) => (
                  <input
                    {...control}
                    name={name('unNumber')}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={12}
                    value={goods.unNumber}
                    onChange={(event) => edit('unNumber', event.target.value)}
                  />
                )}
              </Field>
              <Field
                id={id('properShippingName')}
                className="dangerous-goods__name"
                label={t('booking.dangerousGoods.properShippingName')}
                message={errors[name('properShippingName')]}
              >
                {(control) => (
                  <input
                    {...control}
                    name={name('properShippingName')}
                    autoComplete="off"
                    maxLength={PROPER_SHIPPING_NAME_MAX_LENGTH}
                    value={goods.properShippingName}
                    onChange={(event) => edit('properShippingName', event.target.value)}
                  />
                )}
              </Field>
              <Field id={id('adrClass')} label={t('booking.dangerousGoods.adrClass')} message={errors[name('adrClass')]}>
                {(control) => (
                  <select
                    {...control}
                    name={name('adrClass')}
                    value={goods.adrClass}
                    onChange={(event) => edit('adrClass', event.target.value)}
                  >
                    <option value="">{t('booking.dangerousGoods.chooseClass')}</option>
                    {ADR_CLASSES.map((adrClass) => (
                      <option key={adrClass} value={adrClass}>
                        {`${adrClass} — ${t(`booking.dangerousGoods.classes.${CLASS_KEY[adrClass]}`)}`}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={id('packingGroup')} label={t('booking.dangerousGoods.packingGroup')} message={errors[name('packingGroup')]}>
                {(control) => (
                  <select
                    {...control}
                    name={name('packingGroup')}
                    value={goods.packingGroup ?? ''}
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
                )}
              </Field>
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
