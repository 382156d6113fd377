export { MaterialsPage as MaterialsRoute } from '../../features/materials/components/materials-page';
