// The closing call-to-action band, for MDX: <CtaBand title text><LinkButton …/></CtaBand>.
export { CtaBand as default } from '../components/ui.tsx';
