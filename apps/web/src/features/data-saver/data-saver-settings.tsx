import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { connectionIsSlow, setDataSaverChoice, type DataSaverChoice } from './choice';
import { useDataSaverChoice } from './preference';

/** Settings → Appearance → Data saver: automatic, always or never. */
export function DataSaverSettings() {
  const { t } = useTranslation();
  const choice = useDataSaverChoice();
  return (
    <div className="mt-6">
      <h3 className="font-medium">{t('dataSaver.settings.title')}</h3>
      <p className="mb-3 text-sm text-muted-foreground">{t('dataSaver.settings.description')}</p>
      <ChoiceGroup<DataSaverChoice>
        name="data-saver"
        legend={t('dataSaver.settings.title')}
        value={choice}
        onChange={setDataSaverChoice}
        choices={[
          {
            value: 'auto',
            label: t('dataSaver.settings.auto'),
            description: t(
              connectionIsSlow() ? 'dataSaver.settings.autoOn' : 'dataSaver.settings.autoOff',
            ),
          },
          { value: 'on', label: t('dataSaver.settings.on') },
          { value: 'off', label: t('dataSaver.settings.off') },
        ]}
      />
    </div>
  );
}
