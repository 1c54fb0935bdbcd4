// Builds the gazetteer's data in a child process and sends it to the process that started it (loadGazetteer).
import { buildGazetteerData } from './gazetteer.ts';

process.send!(buildGazetteerData(), () => process.exit(0));
