import { Link as RouterLink, useLocation } from 'react-router';
import { Alert, Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { useMe } from '../../shared/me.ts';
import { paths, type MainPageState } from '../../shared/paths.ts';
import { tokenCompanyId, useAccessToken } from '../../shared/session.ts';
import { HomeDashboard } from './components/HomeDashboard.tsx';
import { NoCompanyWelcome } from './components/NoCompanyWelcome.tsx';

/** Asked for by the sign-in screen through the router, with this screen's code. */
export { preloadMain } from './main-preload.ts';

const sections = [
  { title: 'Мои товары', text: 'Карточки, себестоимость, размеры и цены.', to: paths.cards },
  { title: 'Заказы', text: 'Заказы и продажи по данным WB.', to: paths.orders },
  { title: 'Отчеты', text: 'Отчёты о реализации и прибыль по каждой единице.', to: paths.reports },
  { title: 'Продвижение', text: 'Рекламные кампании, кластеры и минус-фразы.', to: paths.adverts },
  { title: 'Юнит-экономика', text: 'Прибыль на единицу и цена для целевой маржи.', to: paths.unit },
  { title: 'Настройки', text: 'Компания, сотрудники и токены WB API.', to: paths.settings },
];

export default function MainPage() {
  const token = useAccessToken();
  const signedIn = Boolean(token);
  const { me, selected } = useMe();
  const sentBack = (useLocation().state as MainPageState | null)?.neededCompanyFor;
  const withoutCompany = signedIn && me !== null && selected === null;
  // Until the user has come, the token says whether a company is open: the home figures need not wait for the user.
  const withCompany = signedIn && (me !== null ? selected !== null : Boolean(tokenCompanyId(token)));
  return (
    <>
      <Typography variant="h4" gutterBottom>
        Главная
      </Typography>
      {signedIn && sentBack && (
        <Alert severity="warning" sx={{ mb: 2, maxWidth: 720 }}>
          Сначала создайте компанию или примите приглашение: разделы с данными открываются в компании.
        </Alert>
      )}
      {withoutCompany && <NoCompanyWelcome />}
      {withCompany && <HomeDashboard />}
      {!signedIn && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Войдите, чтобы работать с данными своей компании.{' '}
          <Button component={RouterLink} to={paths.auth}>
            Войти
          </Button>
        </Typography>
      )}
      {!withCompany && (
        <Grid container spacing={2}>
          {sections.map((section) => (
            <Grid key={section.to} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6">{section.title}</Typography>
                  <Typography color="text.secondary">{section.text}</Typography>
                </CardContent>
                <CardActions>
                  <Button component={RouterLink} to={section.to}>
                    Открыть
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
