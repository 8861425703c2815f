import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

/** The top of the home page: headline, a line about the agency's area, and the search box. */
export function HomeHero({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <Container className={classes.heroContent}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1} id="home-title" className={classes.heroTitle}>
              {t('home.hero.title')}
            </Title>
            <Text size="lg" className={classes.heroText}>
              {t('home.hero.text')}
            </Text>
          </Stack>
          {children}
        </Stack>
      </Container>
      {/* After the content: the browser may paint the page before it has read all of it, and the
          mountains, held to the bottom of the hero, would move down as the search box arrives. */}
      <svg
        className={classes.mountains}
        viewBox="0 0 1440 140"
        preserveAspectRatio="none"
        aria-hidden
      >
        <path
          d="M0 140V92l120-44 90 30 150-70 120 58 100-36 140 62 160-84 130 66 110-40 150 58 170-50v158z"
          fill="rgba(255,255,255,0.07)"
        />
        <path
          d="M0 140v-26l160-40 130 34 170-52 150 46 120-22 160 40 190-58 140 44 220-30v64z"
          fill="rgba(255,255,255,0.1)"
        />
      </svg>
    </section>
  );
}
