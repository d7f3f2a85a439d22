/**
 * '@physio/shared-ui/content': the public pages' content widgets, the stories' carousel and the questions'
 * accordion. Outside the package index (see dialogs.ts): bundled only into the pages that show them.
 */
export { Carousel, type CarouselProps } from './src/components/Carousel';
export { Accordion, type AccordionItem, type AccordionProps } from './src/components/Accordion';
