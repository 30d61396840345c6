import { Paper, Typography } from '@mui/material';

export function UnderConstructionPage({ title }: { title: string }) {
  return (
    <Paper sx={{ p: 4 }}>
      <Typography variant="h5" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">Раздел в разработке.</Typography>
    </Paper>
  );
}
