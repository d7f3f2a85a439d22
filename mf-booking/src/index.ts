// Async boundary: the federation runtime negotiates shared singletons before bootstrap consumes them.
import('./bootstrap');
